import { useState } from 'react';
import { apiUrl } from '../../lib/api-client';
import type { User } from '../../lib/auth';

/** The profile photo, or the first letter of the first name when there is none (or it fails). */
export function Avatar({ user, size = 36 }: { user: User | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = user?.profilephoto ? apiUrl(user.profilephoto) : null;
  const letter = (user?.firstname?.trim()[0] ?? user?.email?.[0] ?? '?').toUpperCase();
  const showPhoto = photo !== null && failed !== photo;
  return (
    <span
      className="avatar"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {showPhoto ? (
        <img src={photo} alt="" width={size} height={size} onError={() => setFailed(photo)} />
      ) : (
        <span className="avatar-letter">{letter}</span>
      )}
    </span>
  );
}
