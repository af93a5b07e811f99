// Weights are stored as IEEE half floats: half the size of float32 on disk, and tfjs's own weight
// decoder (quantization dtype "float16") turns them back into float32 on load.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** Rounds one float32 to the nearest half float's bit pattern. */
export function toFloat16Bits(value: number): number {
  f32[0] = value;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exponent = (x >>> 23) & 0xff;
  let mantissa = x & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - e;
    const half = mantissa >>> shift;
    const rest = mantissa & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    return sign | (half + (rest > halfway || (rest === halfway && half & 1) ? 1 : 0));
  }
  const half = (e << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  // Round to nearest even; a carry into the exponent is the correct result.
  return sign | (half + (rest > 0x1000 || (rest === 0x1000 && half & 1) ? 1 : 0));
}

export function encodeFloat16(values: Float32Array): Uint16Array {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toFloat16Bits(values[i]);
  return out;
}
