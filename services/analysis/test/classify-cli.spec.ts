import { answers, buildCli, runCli } from './compiled-cli';

// Integration, not unit: it builds the service (tsc -b), then runs the compiled CLI with the
// committed models, fed real sentences and broken lines.

function classify(task: string, lines: string[], ...extra: string[]): Record<string, unknown>[] {
  return answers('classify', ['--task', task, ...extra], lines);
}

beforeAll(() => buildCli('classify'), 120000);

describe('classify CLI', () => {
  it('answers the same from ONNX Runtime (served) and TensorFlow.js (the reference), explanations included', () => {
    const lines = [
      'The staff were warm, but the breakfast was cold and bland.',
      'Oh great, another Monday. I just love being stuck in traffic.',
    ].map((text, id) => JSON.stringify({ id, text }));
    const served = classify('sentiment', lines, '--explain');
    const reference = classify('sentiment', lines, '--explain', '--runtime', 'tfjs');
    served.forEach((s, i) => {
      const r = reference[i] as typeof s;
      const scores = (o: typeof s) => o.scores as Record<string, number>;
      for (const label of ['NEGATIVE', 'NEUTRAL', 'POSITIVE'])
        expect(scores(s)[label]).toBeCloseTo(scores(r)[label], 5);
      const words = (o: typeof s) =>
        (o.explanation as { words: { word: string; weight: number }[] }).words;
      expect(words(s).map((w) => w.word)).toEqual(words(r).map((w) => w.word));
    });
  });

  it('labels clear sentiment correctly, keeps order and reports bad lines', () => {
    const out = classify('sentiment', [
      JSON.stringify({
        id: 'pos',
        text: 'An absolutely wonderful film, I loved every minute of it.',
      }),
      'this is not json',
      JSON.stringify({
        id: 'neg',
        text: 'A terrible, boring waste of time. The worst movie I have seen.',
      }),
      JSON.stringify({ id: 'blank', text: '   ' }),
      JSON.stringify({ id: 'none' }),
      JSON.stringify({ id: 42, text: 'Thank you so much, this made my day!' }),
    ]);
    expect(out.map((o) => o.id)).toEqual(['pos', null, 'neg', 'blank', 'none', 42]);
    expect(out[0]).toMatchObject({ label: 'POSITIVE' });
    expect(out[2]).toMatchObject({ label: 'NEGATIVE' });
    expect(out[5]).toMatchObject({ label: 'POSITIVE' });
    for (const i of [1, 3, 4]) expect(typeof out[i].error).toBe('string');
    const pos = out[0] as { score: number; confidence: number; scores: Record<string, number> };
    expect(pos.score).toBeGreaterThan(0.3);
    expect((out[2] as { score: number }).score).toBeLessThan(-0.3);
    expect(Object.keys(pos.scores).sort()).toEqual(['NEGATIVE', 'NEUTRAL', 'POSITIVE']);
    expect(Object.values(pos.scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(pos.confidence).toBeCloseTo(Math.max(...Object.values(pos.scores)), 6);
  });

  it('reads a long document sentence by sentence rather than only its start', () => {
    const praise = 'What a delightful, moving and beautifully acted film. ';
    const complaint = 'The plot was dull, the acting was awful and I hated it. ';
    const out = classify('sentiment', [
      JSON.stringify({ id: 'doc', text: praise + complaint.repeat(40) }),
      JSON.stringify({ id: 'doc2', text: complaint + praise.repeat(40) }),
    ]);
    expect(out[0]).toMatchObject({ id: 'doc', label: 'NEGATIVE' });
    expect(out[1]).toMatchObject({ id: 'doc2', label: 'POSITIVE' });
  });

  it('gives a probability for every emotion and recognises obvious joy and anger', () => {
    const out = classify('emotion', [
      JSON.stringify({ id: 1, text: 'I am so happy and excited, this is the best day ever!' }),
      JSON.stringify({ id: 2, text: 'I am furious. How dare they do this to me, I hate them.' }),
    ]);
    expect(out[0]).toMatchObject({ id: 1, label: 'joy' });
    expect(out[1]).toMatchObject({ id: 2, label: 'anger' });
    const scores = out[0].scores as Record<string, number>;
    expect(Object.keys(scores).sort()).toEqual([
      'anger',
      'disgust',
      'fear',
      'joy',
      'neutral',
      'sadness',
      'surprise',
    ]);
    expect(out[0].score).toBeUndefined();
  });

  it('classifies articles into LEFT / CENTER / RIGHT', () => {
    const text =
      'The Senate voted on the budget bill on Tuesday after weeks of negotiations. '.repeat(20);
    const out = classify('bias', [
      JSON.stringify({ id: 'a', title: 'Senate passes budget', text }),
      JSON.stringify({ id: 'b', title: 'No text here' }),
    ]);
    expect(['LEFT', 'CENTER', 'RIGHT']).toContain(out[0].label);
    expect(
      Object.values(out[0].scores as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBeCloseTo(1, 5);
    expect(out[0].model).toMatchObject({ tier: 'accurate' });
    expect(out[1]).toMatchObject({ id: 'b' });
    expect(typeof out[1].error).toBe('string');
  });

  it('classifies articles with the n-gram model alone with --model fast', () => {
    const line = JSON.stringify({ id: 'a', title: 'Senate passes budget', text: 'The vote.' });
    const [fast] = classify('bias', [line], '--model', 'fast');
    expect(['LEFT', 'CENTER', 'RIGHT']).toContain(fast.label);
    expect(fast.model).toMatchObject({ tier: 'fast' });
  });

  it('uses the accurate tier by default and the fast one with --model fast, naming it', () => {
    const lines = [JSON.stringify({ id: 1, text: 'What a wonderful, happy day!' })];
    const [accurate] = classify('sentiment', lines);
    const [fast] = classify('sentiment', lines, '--model', 'fast');
    expect(accurate).toMatchObject({ label: 'POSITIVE', model: { tier: 'accurate' } });
    expect(fast).toMatchObject({ label: 'POSITIVE', model: { tier: 'fast' } });
    expect(typeof (accurate.model as { version: string }).version).toBe('string');
  });

  it('rejects an unknown tier with a usage message', () => {
    const run = runCli('classify', ['--task', 'sentiment', '--model', 'huge'], '');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--model accurate\|fast/);
  });

  it('rejects an unknown task with a usage message and no stdout', () => {
    const run = runCli('classify', ['--task', 'nope'], '');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/usage/);
  });
});
