import { checkProfilePhoto, checkSignupPhoto } from './photo';

const MB = 1024 * 1024;

describe('signup photo check', () => {
  it.each(['image/jpeg', 'image/png'])('accepts %s up to 15 MB', (type) => {
    expect(checkSignupPhoto({ type, size: 15 * MB })).toBeNull();
    expect(checkSignupPhoto({ type, size: 10 })).toBeNull();
  });

  it.each(['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', ''])(
    'rejects %p',
    (type) => {
      expect(checkSignupPhoto({ type, size: 10 })).toBe('Only JPEG or PNG files are allowed.');
    },
  );

  it('rejects a photo over 15 MB', () => {
    expect(checkSignupPhoto({ type: 'image/png', size: 15 * MB + 1 })).toBe(
      'File size must be less than 15MB.',
    );
  });

  it('reports the type before the size', () => {
    expect(checkSignupPhoto({ type: 'image/gif', size: 5 * MB })).toBe(
      'Only JPEG or PNG files are allowed.',
    );
  });
});

describe('profile photo check', () => {
  it('accepts JPEG and PNG up to 15 MB: a phone photo, which the server shrinks', () => {
    expect(checkProfilePhoto({ type: 'image/jpeg', size: 6 * MB })).toBeNull();
    expect(checkProfilePhoto({ type: 'image/png', size: 15 * MB })).toBeNull();
  });

  it('says before saving that a larger one is too large', () => {
    expect(checkProfilePhoto({ type: 'image/jpeg', size: 15 * MB + 1 })).toBe(
      'File size must be less than 15MB.',
    );
  });

  it('rejects anything else with the profile wording', () => {
    expect(checkProfilePhoto({ type: 'image/gif', size: 10 })).toBe(
      'Only JPEG or PNG images are allowed.',
    );
  });
});
