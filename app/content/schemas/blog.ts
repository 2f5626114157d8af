import { z } from "zod";
import { text } from "./shared";

/** The front matter of an article in content/blog/*.md. */
export const blogFrontMatterSchema = z.strictObject({
  title: text("title"),
  description: z.string().trim().max(160, "description: hoogstens 160 tekens").optional(),
  cover_image_url: z.string().trim().optional(),
  tags: z.array(z.string().trim().min(1)).default([]),
  published_at: z
    .union([z.iso.datetime({ offset: true }), z.iso.date(), z.date()])
    .nullable()
    .default(null),
});

/** An article as read from its file: front matter and Markdown. */
export type BlogRecord = {
  slug: string;
  title: string;
  description: string | undefined;
  markdown: string;
  coverImageUrl: string | undefined;
  tags: string[];
  publishedAt: Date | null;
};
