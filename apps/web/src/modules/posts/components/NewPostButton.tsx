import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePostAbilities } from '../posts.api.ts';
import { PostEditorModal } from './PostEditorModal.tsx';

/** «Новая публикация» for those who may publish something; the saved post opens. */
export function NewPostButton() {
  const abilities = usePostAbilities();
  const [writing, setWriting] = useState(false);
  const navigate = useNavigate();
  if (!abilities.data || !(abilities.data.news || abilities.data.post)) return null;
  return (
    <>
      <Button type="primary" icon={<EditOutlined />} onClick={() => setWriting(true)}>
        Новая публикация
      </Button>
      {writing ? (
        <PostEditorModal
          open
          abilities={abilities.data}
          onClose={() => setWriting(false)}
          onSaved={(post) => {
            setWriting(false);
            void navigate(`/posts/${post.id}`);
          }}
        />
      ) : null}
    </>
  );
}
