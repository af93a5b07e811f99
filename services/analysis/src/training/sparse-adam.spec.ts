import { SparseAdamRows } from './sparse-adam';

describe('SparseAdamRows', () => {
  it('gathers rows and moves only the rows that received a gradient', () => {
    const table = Float32Array.from([0, 0, 1, 1, 2, 2]);
    const rows = new SparseAdamRows(table, 2, 0.1);
    expect(Array.from(rows.gather(Int32Array.from([2, 1])))).toEqual([2, 2, 1, 1]);
    rows.accumulate(Int32Array.from([1, 1]), Float32Array.from([1, -1, 1, -1]));
    rows.update();
    // Adam's first step moves each touched weight by the learning rate against the gradient's sign.
    expect(table[2]).toBeCloseTo(0.9);
    expect(table[3]).toBeCloseTo(1.1);
    expect(Array.from(table.subarray(0, 2))).toEqual([0, 0]);
    expect(Array.from(table.subarray(4))).toEqual([2, 2]);
  });

  it('never updates the frozen row', () => {
    const table = new Float32Array(4);
    const rows = new SparseAdamRows(table, 2, 0.1, 0);
    rows.accumulate(Int32Array.from([0, 1]), Float32Array.from([1, 1, 1, 1]));
    rows.update();
    expect(Array.from(table.subarray(0, 2))).toEqual([0, 0]);
    expect(table[2]).toBeCloseTo(-0.1);
  });
});
