import { supportEndpoints } from '@intranet/contracts/support/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/endpoint-client.ts';

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
      return call(supportEndpoints.create, { body, silent: true });
    },
  });
}
