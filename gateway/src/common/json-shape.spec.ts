import { assertJsonShape, BodyShapeError, verifyJsonBody } from './json-shape';

const limits = { maxDepth: 3, maxMembers: 5 };
const check = (json: string) => () => assertJsonShape(Buffer.from(json), limits);

describe('assertJsonShape', () => {
  it('accepts bodies within the depth and member limits', () => {
    expect(check('{"a":{"b":[1,2]}}')).not.toThrow();
    expect(check('"just a string"')).not.toThrow();
    expect(check('')).not.toThrow();
  });

  it('refuses one level too deep, with a 400 the error handler can show', () => {
    expect(check('[[[[]]]]')).toThrow(BodyShapeError);
    try {
      check('{"a":{"b":{"c":{}}}}')();
    } catch (err) {
      expect(err).toMatchObject({
        status: 400,
        type: 'entity.too.deep',
        message: 'The request body is nested too deeply (at most 3 levels)',
      });
    }
    expect.assertions(2);
  });

  it('refuses more members than allowed, counting keys and array items', () => {
    expect(check('[1,2,3,4,5]')).not.toThrow();
    expect(check('[1,2,3,4,5,6,7]')).toThrow('The request body has too many fields (at most 5)');
    expect(check('{"a":1,"b":2,"c":3,"d":4,"e":5}')).not.toThrow();
    expect(check('{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}')).toThrow(BodyShapeError);
    expect(check('{"a":[1,2,3],"b":{"c":[3,4]}}')).toThrow(BodyShapeError);
  });

  it('ignores brackets, commas and colons inside strings, escaped quotes included', () => {
    expect(check('{"a":"[[[[{{{{,,,,:::: \\" [[[[ \\\\"}')).not.toThrow();
    // An escaped backslash ends before the quote, which then closes the string.
    expect(check('["\\\\",[[[]]]]')).toThrow('nested too deeply');
  });

  it('counts bytes of multi-byte UTF-8 text as text', () => {
    expect(check(`{"a":"${'é😀['.repeat(100)}"}`)).not.toThrow();
  });
});

describe('verifyJsonBody', () => {
  it('refuses a charset other than UTF-8 with 415', () => {
    expect(() => verifyJsonBody({} as never, {}, Buffer.from('{}'), 'utf-16le')).toThrow(
      expect.objectContaining({ status: 415, message: 'The request body must be UTF-8 JSON' }),
    );
    expect(() => verifyJsonBody({} as never, {}, Buffer.from('{}'), 'utf-8')).not.toThrow();
  });
});
