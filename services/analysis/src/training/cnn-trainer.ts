import * as tf from '@tensorflow/tfjs';
import {
  ForwardOps,
  namedCnnWeights as weightTensors,
  PAD_ID,
  padBatch,
  TextCnnConfig,
  TextCnnWeights,
  textCnnLogits,
  predictSequences,
  windowIds,
  windowMask,
} from '../models/text-cnn';
import { SparseAdamRows } from './sparse-adam';
import { Rng } from './rng';
import { WeightAverage } from './weight-average';

export interface CnnExample {
  ids: number[];
  /** Target distribution over the labels (one-hot, or split across several gold labels). */
  target: number[];
  weight: number;
}

export interface CnnTrainOptions {
  config: TextCnnConfig;
  labels: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  embeddingLearningRate: number;
  dropout: number;
  seed: number;
  /** Evaluate on dev this many times per epoch. */
  evalsPerEpoch: number;
  /** Stop after this many evaluations without improvement. */
  patience: number;
  /**
   * Polyak averaging: dev evaluation and the saved model use an exponential moving average of the
   * weights with this decay, which smooths out the step-to-step noise of Adam on small batches.
   */
  averageDecay?: number;
}

export type Predict = (sequences: number[][]) => number[][];

export interface Evaluation {
  /** Early stopping keeps the weights with the highest score. */
  score: number;
  metrics: Record<string, number>;
}

export interface TrainedCnn {
  embedding: Float32Array;
  weights: Record<string, tf.Tensor>;
  evaluation: Evaluation;
  history: { epoch: number; evaluation: Evaluation }[];
}

// Matrix products written with explicit transposes in the backward pass: the wasm backend's matMul is
// about 10x slower with its transpose flags set than on plain row-major operands.
const fastMatMul = tf.customGrad((...args: (tf.Tensor | tf.GradSaveFunc)[]) => {
  const [a, b, save] = args as [tf.Tensor, tf.Tensor, tf.GradSaveFunc];
  save([a, b]);
  return {
    value: tf.matMul(a as tf.Tensor2D, b as tf.Tensor2D),
    gradFunc: (dy: tf.Tensor, saved: tf.Tensor[]) => [
      tf.matMul(dy as tf.Tensor2D, tf.transpose(saved[1])),
      tf.matMul(tf.transpose(saved[0]), dy as tf.Tensor2D),
    ],
  };
}) as unknown as (a: tf.Tensor2D, b: tf.Tensor2D) => tf.Tensor2D;

// Max over time whose gradient is routed to the arg-max in JavaScript; tfjs's generic max gradient
// (compare, broadcast, multiply) costs more than the whole convolution on wasm.
const maxOverTime = tf.customGrad((...args: (tf.Tensor | tf.GradSaveFunc)[]) => {
  const [x, save] = args as [tf.Tensor, tf.GradSaveFunc];
  save([x]);
  return {
    value: tf.max(x, 1),
    gradFunc: (dy: tf.Tensor, saved: tf.Tensor[]) => {
      const [batch, steps, filters] = saved[0].shape;
      const xs = saved[0].dataSync();
      const dys = dy.dataSync();
      const out = new Float32Array(xs.length);
      for (let b = 0; b < batch; b++) {
        for (let f = 0; f < filters; f++) {
          let best = b * steps * filters + f;
          for (let t = 1; t < steps; t++) {
            const k = (b * steps + t) * filters + f;
            if (xs[k] > xs[best]) best = k;
          }
          out[best] = dys[b * filters + f];
        }
      }
      return tf.tensor3d(out, [batch, steps, filters]);
    },
  };
}) as unknown as (x: tf.Tensor3D) => tf.Tensor2D;

/** Mini-batches of similar length (less padding), in a seeded random order. */
function batches(examples: CnnExample[], size: number, rng: Rng): CnnExample[][] {
  const shuffled = rng.shuffle([...examples]);
  const out: CnnExample[][] = [];
  const pool = size * 50;
  for (let i = 0; i < shuffled.length; i += pool) {
    const chunk = shuffled.slice(i, i + pool).sort((a, b) => a.ids.length - b.ids.length);
    for (let j = 0; j < chunk.length; j += size) out.push(chunk.slice(j, j + size));
  }
  return rng.shuffle(out);
}

function initialWeights(o: CnnTrainOptions, rng: Rng): TextCnnWeights {
  const { widths, filters, embeddingDim } = o.config;
  const pooled = widths.length * filters;
  return {
    convKernels: widths.map((w) =>
      tf.variable(tf.tensor2d(rng.glorot(w * embeddingDim, filters), [w * embeddingDim, filters])),
    ),
    convBiases: widths.map(() => tf.variable(tf.zeros([filters]))),
    denseKernel: tf.variable(tf.tensor2d(rng.glorot(pooled, o.labels), [pooled, o.labels])),
    denseBias: tf.variable(tf.zeros([o.labels])),
  };
}

function predictor(o: CnnTrainOptions, table: Float32Array, weights: TextCnnWeights): Predict {
  return (sequences) => predictSequences(o.config, table, weights, sequences);
}

/**
 * Trains a text CNN with Adam, evaluating on dev several times an epoch and keeping the best weights
 * (early stopping). Returns copies of the best weights.
 */
export function trainTextCnn(
  train: CnnExample[],
  initialEmbedding: Float32Array,
  options: CnnTrainOptions,
  evaluate: (predict: Predict) => Evaluation,
  log: (line: string) => void,
): TrainedCnn {
  const rng = new Rng(options.seed);
  const { widths, embeddingDim, filters } = options.config;
  const table = new SparseAdamRows(
    Float32Array.from(initialEmbedding),
    embeddingDim,
    options.embeddingLearningRate,
    PAD_ID,
  );
  const weights = initialWeights(options, rng);
  const named = weightTensors(weights);
  const variables = Object.values(named) as tf.Variable[];
  const optimizer = tf.train.adam(options.learningRate);
  const pooledSize = widths.length * filters;
  const average =
    options.averageDecay === undefined
      ? undefined
      : new WeightAverage(options.averageDecay, table.table, weights);
  // What dev evaluation and the saved model read: the average when averaging, else the weights.
  const evaluated = () =>
    average ? { table: average.table, weights: average.weights } : { table: table.table, weights };

  let best: TrainedCnn | undefined;
  let sinceBest = 0;
  const history: TrainedCnn['history'] = [];

  for (let epoch = 0; epoch < options.epochs && sinceBest < options.patience; epoch++) {
    const epochBatches = batches(train, options.batchSize, rng);
    const evalEvery = Math.ceil(epochBatches.length / options.evalsPerEpoch);
    let lossSum = 0;
    const started = Date.now();
    for (let step = 0; step < epochBatches.length; step++) {
      const batch = epochBatches[step];
      const padded = padBatch(
        batch.map((e) => e.ids),
        Math.max(...widths),
      );
      const ids = widths.map((w) => windowIds(padded, w));
      // The embedded windows are variables only so that variableGrads returns their gradients.
      const inputs = widths.map((w, i) => {
        const gathered = tf.tensor2d(table.gather(ids[i]), [ids[i].length / w, w * embeddingDim]);
        const input = tf.variable(gathered);
        gathered.dispose();
        return input;
      });
      const masks = widths.map((w) => {
        const m = windowMask(padded, w);
        return tf.tensor2d(m, [m.length, 1]);
      });
      const keep = 1 - options.dropout;
      const dropMask = new Float32Array(batch.length * pooledSize).map(() =>
        rng.next() < keep ? 1 / keep : 0,
      );
      const dropTensor = tf.tensor2d(dropMask, [batch.length, pooledSize]);
      const targets = tf.tensor2d(batch.map((e) => e.target));
      const exampleWeights = tf.tensor1d(batch.map((e) => e.weight));
      const ops: ForwardOps = {
        matMul: fastMatMul,
        maxOverTime,
        pooled: (x) => tf.mul(x, dropTensor),
      };

      const { value, grads } = tf.variableGrads(() => {
        const logits = textCnnLogits(weights, inputs, masks, batch.length, ops);
        const nll = tf.neg(tf.sum(tf.mul(targets, tf.logSoftmax(logits)), 1));
        return tf.div(tf.sum(tf.mul(nll, exampleWeights)), tf.sum(exampleWeights)) as tf.Scalar;
      }, [...variables, ...inputs]);

      lossSum += value.dataSync()[0];
      optimizer.applyGradients(variables.map((v) => ({ name: v.name, tensor: grads[v.name] })));
      inputs.forEach((input, i) =>
        table.accumulate(ids[i], grads[input.name].dataSync() as Float32Array),
      );
      table.update();
      average?.update(table.table, weights);
      tf.dispose([
        value,
        ...Object.values(grads),
        ...inputs,
        ...masks,
        dropTensor,
        targets,
        exampleWeights,
      ]);

      const last = step === epochBatches.length - 1;
      if ((step + 1) % evalEvery === 0 || last) {
        const current = evaluated();
        const evaluation = evaluate(predictor(options, current.table, current.weights));
        const at = epoch + (step + 1) / epochBatches.length;
        history.push({ epoch: at, evaluation });
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        log(
          `epoch ${at.toFixed(2)} loss ${(lossSum / (step + 1)).toFixed(4)} ${secs}s ` +
            `tensors ${tf.memory().numTensors} ` +
            Object.entries(evaluation.metrics)
              .map(([k, v]) => `${k}=${v.toFixed(4)}`)
              .join(' '),
        );
        if (!best || evaluation.score > best.evaluation.score) {
          if (best) tf.dispose(Object.values(best.weights));
          best = {
            embedding: Float32Array.from(current.table),
            weights: Object.fromEntries(
              Object.entries(weightTensors(current.weights)).map(([name, v]) => [name, v.clone()]),
            ),
            evaluation,
            history,
          };
          sinceBest = 0;
        } else if (++sinceBest >= options.patience) break;
      }
    }
  }
  tf.dispose(variables);
  average?.dispose();
  optimizer.dispose();
  if (!best) throw new Error('no training data');
  return best;
}
