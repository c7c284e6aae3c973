import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialsOf, UserAvatar } from './UserAvatar.tsx';

afterEach(cleanup);

describe('initialsOf', () => {
  it('takes the surname and first name', () => {
    expect(initialsOf('Иванов Пахом Денисович')).toBe('ИП');
    expect(initialsOf('  ольга ')).toBe('О');
    expect(initialsOf('')).toBe('');
  });
});

describe('UserAvatar', () => {
  it('shows the initials on the colour of the id, the same for the same person', () => {
    const { container } = render(
      <>
        <UserAvatar id={7} fullName="Петрова Анна" />
        <UserAvatar id={7} fullName="Петрова Анна" size="small" />
        <UserAvatar id={8} fullName="Петрова Анна" />
      </>,
    );
    const avatars = [...container.querySelectorAll<HTMLElement>('.ant-avatar')];
    // Drawn by CSS, so that they stay out of the visible name of a button around the avatar.
    expect(avatars.map((avatar) => avatar.textContent)).toEqual(['', '', '']);
    expect(
      avatars.map((avatar) => avatar.querySelector('[data-initials]')?.getAttribute('data-initials')),
    ).toEqual(['ПА', 'ПА', 'ПА']);
    expect(avatars[0]!.style.background).toBe(avatars[1]!.style.background);
    expect(avatars[0]!.style.background).not.toBe(avatars[2]!.style.background);
  });
});
