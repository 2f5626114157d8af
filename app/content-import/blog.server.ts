import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { blogFrontMatterSchema, type BlogRecord } from "~/content";
import { describe } from "./files.server";

/** content/blog/*.md: each article's front matter checked, its Markdown kept for the import to render. */
export function readBlog(dir: string, problems: string[]): BlogRecord[] {
  const blog: BlogRecord[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()) {
    const file = matter(readFileSync(path.join(dir, name), "utf8"));
    const front = blogFrontMatterSchema.safeParse(file.data);
    if (!front.success) {
      problems.push(...describe(name, front.error));
      continue;
    }
    const { published_at } = front.data;
    blog.push({
      slug: name.replace(/\.md$/, ""),
      title: front.data.title,
      description: front.data.description,
      markdown: file.content,
      coverImageUrl: front.data.cover_image_url,
      tags: front.data.tags,
      publishedAt: published_at === null ? null : new Date(published_at),
    });
  }
  return blog;
}
