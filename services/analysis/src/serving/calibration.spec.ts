import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  CALIBRATION_FORMAT,
  logitScales,
  readCalibration,
  sentimentHead,
  UNCALIBRATED,
} from './calibration';
import { DEFAULT_MODELS_DIR } from './index';

describe('readCalibration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calibration-'));
  const write = (body: object) =>
    fs.writeFileSync(path.join(dir, 'calibration.json'), JSON.stringify(body));
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  it('reads the temperatures, rules and term weight fitted for this version', () => {
    write({
      format: CALIBRATION_FORMAT,
      modelVersion: '2.1.0',
      temperatures: { sentiment: 1.4 },
      uncertain: { sentiment: { confidenceBelow: 0.55, contrastAbove: 0.6 } },
      termWeight: 0.2,
      report: { anything: true },
    });
    expect(readCalibration(dir, '2.1.0')).toEqual({
      temperatures: { sentiment: 1.4 },
      uncertain: { sentiment: { confidenceBelow: 0.55, contrastAbove: 0.6 } },
      termWeight: 0.2,
    });
  });

  it('refuses values fitted on another version, or a temperature that is not positive', () => {
    write({ format: CALIBRATION_FORMAT, modelVersion: '2.0.0', temperatures: {} });
    expect(() => readCalibration(dir, '2.1.0')).toThrow('fitted on version 2.0.0');
    write({ format: CALIBRATION_FORMAT, modelVersion: '2.1.0', temperatures: { bias: -1 } });
    expect(() => readCalibration(dir, '2.1.0')).toThrow('bias temperature');
  });

  it("reads each domain's sentiment scaling, the irony threshold and the Mixed rule", () => {
    const news = { scale: [1, 1, 1], bias: [0, 0.6, 0] };
    const mixed = { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 };
    write({
      format: CALIBRATION_FORMAT,
      modelVersion: '3.0.0',
      temperatures: { sentiment: 1.2 },
      vectors: { 'sentiment:news': news },
      uncertain: {},
      ironyAtLeast: 0.7,
      mixed,
    });
    const calibration = readCalibration(dir, '3.0.0');
    expect(calibration).toMatchObject({
      ironyAtLeast: 0.7,
      mixed,
      vectors: { 'sentiment:news': news },
    });
    expect(sentimentHead(calibration, 'news')).toBe('sentiment:news');
    // A domain without its own fit reads with the general head.
    expect(sentimentHead(calibration, 'diary')).toBe('sentiment');
    expect(sentimentHead(calibration, undefined)).toBe('sentiment');
    expect(logitScales(calibration, 'sentiment:news', 3)).toEqual([1, 1, 1]);
    expect(logitScales(calibration, 'sentiment', 3)).toEqual([1 / 1.2, 1 / 1.2, 1 / 1.2]);
  });

  it('refuses a Mixed rule or an irony threshold outside (0, 1]', () => {
    const base = { format: CALIBRATION_FORMAT, modelVersion: '3.0.0', temperatures: {} };
    write({ ...base, mixed: { partConfidence: 0.8, partShare: 0, wholeBelow: 0.9 } });
    expect(() => readCalibration(dir, '3.0.0')).toThrow('mixed rule');
    write({ ...base, ironyAtLeast: 1.5 });
    expect(() => readCalibration(dir, '3.0.0')).toThrow('ironyAtLeast');
  });

  it('leaves a model without a calibration file as trained', () => {
    expect(readCalibration(path.join(dir, 'nothing-here'), '1')).toBe(UNCALIBRATED);
  });

  it.each(['accurate', 'fast', 'bias-encoder', 'bias'])(
    'finds a calibration for the shipped %s model',
    (name) => {
      const model = JSON.parse(
        fs.readFileSync(path.join(DEFAULT_MODELS_DIR, name, 'model.json'), 'utf8'),
      ) as { version: string };
      const calibration = readCalibration(path.join(DEFAULT_MODELS_DIR, name), model.version);
      expect(calibration).not.toBe(UNCALIBRATED);
      expect(Object.keys(calibration.temperatures).length).toBeGreaterThan(0);
    },
  );
});
