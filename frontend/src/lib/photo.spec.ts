import { checkProfilePhoto, checkSignupPhoto } from './photo';

const MB = 1024 * 1024;

describe('signup photo check', () => {
  it.each(['image/jpeg', 'image/png'])('accepts %s up to 2 MB', (type) => {
    expect(checkSignupPhoto({ type, size: 2 * MB })).toBeNull();
    expect(checkSignupPhoto({ type, size: 10 })).toBeNull();
  });

  it.each(['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', ''])(
    'rejects %p',
    (type) => {
      expect(checkSignupPhoto({ type, size: 10 })).toBe('Only JPEG or PNG files are allowed.');
    },
  );

  it('rejects a photo over 2 MB', () => {
    expect(checkSignupPhoto({ type: 'image/png', size: 2 * MB + 1 })).toBe(
      'File size must be less than 2MB.',
    );
  });

  it('reports the type before the size', () => {
    expect(checkSignupPhoto({ type: 'image/gif', size: 5 * MB })).toBe(
      'Only JPEG or PNG files are allowed.',
    );
  });
});

describe('profile photo check', () => {
  it('accepts JPEG and PNG of any size', () => {
    expect(checkProfilePhoto({ type: 'image/jpeg' })).toBeNull();
    expect(checkProfilePhoto({ type: 'image/png' })).toBeNull();
  });

  it('rejects anything else with the profile wording', () => {
    expect(checkProfilePhoto({ type: 'image/gif' })).toBe('Only JPEG or PNG images are allowed.');
  });
});
