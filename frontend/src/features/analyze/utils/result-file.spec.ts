import { sampleAnalysis } from '../testing/sample-analysis';
import { baseName, buildResultFile } from './result-file';

describe('the downloaded result file', () => {
  it('is named sentiment-analysis-{name without extension}.json', () => {
    const at = new Date('2025-03-04T05:06:07.089Z');
    expect(buildResultFile('report.pdf', sampleAnalysis(), at).name).toBe(
      'sentiment-analysis-report.json',
    );
    expect(buildResultFile('Q1 notes.final.docx', sampleAnalysis(), at).name).toBe(
      'sentiment-analysis-Q1 notes.final.json',
    );
    expect(buildResultFile('README', sampleAnalysis(), at).name).toBe(
      'sentiment-analysis-README.json',
    );
  });

  it('keeps a leading-dot name whole (a dot file has no extension to strip)', () => {
    expect(baseName('.notes')).toBe('.notes');
    expect(baseName('a.b.txt')).toBe('a.b');
  });

  it("holds exactly the spec's fields, copied from the analysis", () => {
    const analysis = sampleAnalysis();
    const at = new Date('2025-03-04T05:06:07.089Z');
    const { content } = buildResultFile('report.pdf', analysis, at);
    expect(content).toEqual({
      fileName: 'report.pdf',
      analysisDate: '2025-03-04T05:06:07.089Z',
      sentiment: 'positive',
      score: 0.42,
      confidence: 71.3,
      statistics: {
        wordCount: 1234,
        sentenceCount: 56,
        positiveWords: 30,
        negativeWords: 10,
        sentimentWordsFound: 40,
        averageWordsPerSentence: 22,
      },
      detailedAnalysis: analysis.sentiment.detailedAnalysis,
    });
    expect(Object.keys(content)).toEqual([
      'fileName',
      'analysisDate',
      'sentiment',
      'score',
      'confidence',
      'statistics',
      'detailedAnalysis',
    ]);
  });
});
