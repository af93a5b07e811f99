// Jest's node environment runs each test file in its own VM context, whose typed-array constructors
// differ from the main realm's. Native addons (ONNX Runtime's binding) hand back main-realm arrays,
// and onnxruntime-common then refuses them (`instanceof Float32Array` is false in the context). The
// service itself has one realm; so do the tests here: the context gets the main realm's typed arrays.
import { TestEnvironment } from 'jest-environment-node';

const SHARED = [
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
];

export default class MainRealmTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) this.global[name] = globalThis[name];
  }
}
