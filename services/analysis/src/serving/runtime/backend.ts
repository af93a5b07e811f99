import * as tf from '@tensorflow/tfjs';

// tfjs-node (native TensorFlow) is used wherever it happens to be installed; it is not a dependency
// because its install downloads libtensorflow. Otherwise the wasm backend, whose binary ships inside
// its npm package, is about 25x faster here than the plain JavaScript CPU backend.

export interface BackendOptions {
  /** wasm threads; training passes 1 so the machine keeps a core for other work. */
  threads?: number;
}

let ready: Promise<string> | undefined;

const TFJS_NODE = '@tensorflow/tfjs-node';

function hasTfjsNode(): boolean {
  try {
    require.resolve(TFJS_NODE);
    return true;
  } catch {
    return false;
  }
}

async function init(options: BackendOptions): Promise<string> {
  // Production mode skips per-op debug checks and the "install tfjs-node" banner.
  tf.enableProdMode();
  if (hasTfjsNode()) {
    // A variable module name: tfjs-node is optional and has no types installed here.
    await import(TFJS_NODE);
    if (await tf.setBackend('tensorflow')) return tf.getBackend();
  }
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  if (options.threads !== undefined) wasm.setThreadsCount(options.threads);
  if (!(await tf.setBackend('wasm')))
    throw new Error('no TensorFlow.js backend could be initialised');
  await tf.ready();
  return tf.getBackend();
}

/** Selects and initialises the backend once per process; later calls return the same one. */
export function initBackend(options: BackendOptions = {}): Promise<string> {
  ready ??= init(options);
  return ready;
}
