import { Avatar } from 'antd';
import { initialsOf } from '../search.helpers.ts';

/** People have no photo in the directory yet: initials on a colour picked from the id. */
const COLOURS = ['#1f5fbf', '#7c3aed', '#0f766e', '#b45309', '#be123c', '#4d7c0f'];

export function PersonAvatar({ id, fullName, size }: { id: number; fullName: string; size?: number }) {
  return (
    <Avatar size={size} style={{ background: COLOURS[id % COLOURS.length], flex: 'none' }} aria-hidden="true">
      {initialsOf(fullName)}
    </Avatar>
  );
}
