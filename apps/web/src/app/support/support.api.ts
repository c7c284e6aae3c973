import type { SupportRequest } from '@intranet/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../api/http-client.ts';

export interface SupportDraft {
  title?: string;
  description: string;
  files: File[];
}

/** POST /api/support as multipart: title, description, attachments[]. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: ({ title, description, files }: SupportDraft) => {
      const body = new FormData();
      if (title) body.append('title', title);
      body.append('description', description);
      for (const file of files) body.append('attachments[]', file, file.name);
      // The widget shows its own success and error views, so no global dialog.
      return http.post<{ data: SupportRequest }>('/support', body, { silent: true });
    },
  });
}
