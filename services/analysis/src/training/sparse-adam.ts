// Large, sparsely used weight tables (word embeddings, the hashed-feature weights of the bias model)
// live in plain JavaScript during training: a batch touches a few hundred of their rows, so gathering
// those rows here and applying a lazy (sparse) Adam update to just them is far cheaper than a dense
// gradient over the whole table, which the wasm backend cannot compute anyway (it has no
// UnsortedSegmentSum kernel, and its transposed matMul is slow).

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

export class SparseAdamRows {
  private readonly m: Float32Array;
  private readonly v: Float32Array;
  private readonly grad: Float32Array;
  private readonly touched: Uint8Array;
  private touchedRows: number[] = [];
  private step = 0;

  constructor(
    readonly table: Float32Array,
    readonly dim: number,
    private readonly learningRate: number,
    /** A row that never changes (the padding row of an embedding table). */
    private readonly frozenRow?: number,
  ) {
    this.m = new Float32Array(table.length);
    this.v = new Float32Array(table.length);
    this.grad = new Float32Array(table.length);
    this.touched = new Uint8Array(table.length / dim);
  }

  /** Concatenated vectors of `ids` (a [windows, width] id matrix becomes [windows, width * dim]). */
  gather(ids: Int32Array): Float32Array {
    const d = this.dim;
    const out = new Float32Array(ids.length * d);
    ids.forEach((id, i) => out.set(this.table.subarray(id * d, (id + 1) * d), i * d));
    return out;
  }

  /** Adds the gradient of a gathered matrix back onto the rows it came from (row i of `gradient` to ids[i]). */
  accumulate(ids: Int32Array, gradient: Float32Array): void {
    const d = this.dim;
    ids.forEach((id, i) => {
      if (id === this.frozenRow) return;
      if (!this.touched[id]) {
        this.touched[id] = 1;
        this.touchedRows.push(id);
      }
      const base = id * d;
      const src = i * d;
      for (let k = 0; k < d; k++) this.grad[base + k] += gradient[src + k];
    });
  }

  /** One Adam step on the rows touched since the last step; untouched rows keep their moments. */
  update(): void {
    this.step++;
    const lr = (this.learningRate * Math.sqrt(1 - BETA2 ** this.step)) / (1 - BETA1 ** this.step);
    for (const row of this.touchedRows) {
      for (let k = row * this.dim, end = k + this.dim; k < end; k++) {
        const g = this.grad[k];
        this.m[k] = BETA1 * this.m[k] + (1 - BETA1) * g;
        this.v[k] = BETA2 * this.v[k] + (1 - BETA2) * g * g;
        this.table[k] -= (lr * this.m[k]) / (Math.sqrt(this.v[k]) + EPSILON);
        this.grad[k] = 0;
      }
      this.touched[row] = 0;
    }
    this.touchedRows = [];
  }
}
