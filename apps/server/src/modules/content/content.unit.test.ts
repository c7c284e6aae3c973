import { describe, expect, it } from 'vitest';
import { contentEntryUrl } from '@intranet/contracts';
import { imageFileIds } from './content.service.ts';

describe('imageFileIds', () => {
  it('finds our pictures (originals and previews) once each, and nothing else', () => {
    const html =
      '<p>a</p><img src="/api/files/12/preview/1280" alt="x" /><img src="/api/files/12" />' +
      '<img src="https://cdn.example.com/api/files/99" /><a href="/api/files/7">файл</a><img alt="y" src="/api/files/5" />';
    expect(imageFileIds(html)).toEqual([12, 5]);
  });
});

describe('contentEntryUrl', () => {
  it('gives pages their path, sections an anchor and articles their own path', () => {
    expect(contentEntryUrl('about')).toBe('/about');
    expect(contentEntryUrl('leadership/team')).toBe('/leadership#team');
    expect(contentEntryUrl('leadership/team/feedback')).toBe('/leadership/team/feedback');
  });
});
