import { Avatar } from 'antd';
import './ui.css';

/** People have no photo in the directory yet: initials on a colour picked from the id. */
const COLOURS = ['#1f5fbf', '#7c3aed', '#0f766e', '#b45309', '#be123c', '#4d7c0f'];

/** «Иванов Пахом Денисович» -> «ИП» (surname and first name), for an avatar without a photo. */
export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

interface UserAvatarProps {
  /** Picks the colour, so one person has one colour everywhere; without it the first colour. */
  id?: number;
  fullName: string;
  size?: number | 'small' | 'default' | 'large';
  className?: string;
}

/**
 * A person's avatar: the header's user menu, search results, the employee card, login-as. The initials are
 * drawn by CSS (`data-initials`): as text they would join the visible name of the button or link around
 * the avatar, which then no longer matches its accessible name (WCAG 2.5.3).
 */
export function UserAvatar({ id = 0, fullName, size, className }: UserAvatarProps) {
  return (
    <Avatar
      size={size}
      className={className}
      style={{ background: COLOURS[Math.abs(id) % COLOURS.length], flex: 'none' }}
      aria-hidden="true"
    >
      <span className="user-avatar__initials" data-initials={initialsOf(fullName)} />
    </Avatar>
  );
}
