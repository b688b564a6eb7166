import { useEffect, useMemo, useState } from 'react';
import type { BlogPostCopy } from '../../api/staff-content.ts';
import { blogPostForm } from '../../api/staff-content.ts';
import { CopyForm } from './CopyForm.tsx';
import { BLOG_FIELDS } from './copy-fields.ts';
import { fetchBlogPost, fetchBlogPosts, saveBlogPost } from './staff-content.api.ts';

type Post = Awaited<ReturnType<typeof fetchBlogPosts>>[number];
type Editing = Awaited<ReturnType<typeof fetchBlogPost>>;

/** The blog's posts, newest first; pick one to edit. */
export function BlogEditor({ prices, pictures }: { prices: ReadonlySet<string>; pictures: readonly string[] }) {
  const [posts, setPosts] = useState<Post[]>();
  const [editing, setEditing] = useState<Editing>();
  const schema = useMemo(() => blogPostForm(prices), [prices]);
  useEffect(() => void fetchBlogPosts().then(setPosts), []);
  return (
    <section className="staff-section" aria-labelledby="staff-blog">
      <h2 id="staff-blog">Blog posts</h2>
      {editing ? (
        <>
          <button type="button" className="staff-link" onClick={() => setEditing(undefined)}>
            All posts
          </button>
          <CopyForm
            key={editing.id}
            label={`Blog post ${editing.id}`}
            heading={`Blog post ${editing.id}`}
            schema={schema}
            fields={BLOG_FIELDS}
            values={editing.copy}
            draft={editing.draft}
            pictures={pictures}
            save={(copy) => saveBlogPost(editing.id, copy as BlogPostCopy)}
          />
        </>
      ) : (
        <ul className="staff-list staff-list--scroll" aria-label="Blog posts">
          {posts?.map((post) => (
            <li key={post.id}>
              <button type="button" className="staff-link" onClick={() => void fetchBlogPost(post.id).then(setEditing)}>
                {post.title}
              </button>{' '}
              <span className="staff-date">{post.date}</span>
              {post.draft && <span className="staff-badge">Draft</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
