import * as tf from '@tensorflow/tfjs';
import { encodeFloat16, toFloat16Bits } from './float16';

describe('float16 weights', () => {
  it('encodes known values exactly', () => {
    expect(toFloat16Bits(1)).toBe(0x3c00);
    expect(toFloat16Bits(-2)).toBe(0xc000);
    expect(toFloat16Bits(0.5)).toBe(0x3800);
    expect(toFloat16Bits(65504)).toBe(0x7bff);
    expect(toFloat16Bits(1e6)).toBe(0x7c00);
  });

  it('round-trips through the tfjs weight decoder within half precision', async () => {
    tf.enableProdMode();
    await tf.setBackend('cpu');
    const values = Float32Array.from([0, 1.5, -3.25, 0.1, 1e-5, 123.456]);
    const bits = encodeFloat16(values);
    const decoded = tf.io.decodeWeights(bits.buffer as ArrayBuffer, [
      { name: 'w', shape: [values.length], dtype: 'float32', quantization: { dtype: 'float16' } },
    ]);
    const out = decoded.w.dataSync();
    values.forEach((v, i) =>
      expect(Math.abs(out[i] - v)).toBeLessThanOrEqual(Math.abs(v) * 1e-3 + 1e-6),
    );
  });
});
