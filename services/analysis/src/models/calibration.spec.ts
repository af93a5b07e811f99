import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CALIBRATION_FORMAT, readCalibration, UNCALIBRATED } from './calibration';
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
