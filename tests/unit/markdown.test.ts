import { describe, expect, it } from "vitest";
import { renderMarkdown, stripTags } from "~/platform/markdown.server";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown, with headings starting at h2", () => {
    const html = renderMarkdown("# Titel\n\nEen **vette** zin met een [link](https://iplo.nl/).\n\n- een\n- twee");
    expect(html).toContain("<h2>Titel</h2>");
    expect(html).toContain("<strong>vette</strong>");
    expect(html).toContain('<a href="https://iplo.nl/" rel="noopener noreferrer">link</a>');
    expect(html).toContain("<li>een</li>");
  });

  it("removes a <script> element with its content", () => {
    const html = renderMarkdown(
      "Tekst\n\n<script>alert('xss')</script>\n\nMeer tekst <script src=\"https://kwaad.example/x.js\"></script>",
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert");
    expect(html).toContain("Meer tekst");
  });

  it("removes event-handler attributes such as onerror", () => {
    const html = renderMarkdown(
      '<img src="x.png" onerror="alert(1)" alt="plaatje">\n\n<p onclick="alert(2)">klik</p>\n\n<a href="https://iplo.nl/" onmouseover="alert(3)">iplo</a>',
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toContain("alert");
    expect(html).toContain('alt="plaatje"');
  });

  it("makes javascript: links inert, however they are spelled", () => {
    const html = renderMarkdown(
      [
        "[klik](javascript:alert(1))",
        "[hoofdletters](JAVASCRIPT:alert(2))",
        '<a href="jav&#x09;ascript:alert(3)">entiteit</a>',
        '<a href=" javascript:alert(4)">spatie</a>',
        "![plaatje](javascript:alert(5))",
        "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toContain("alert");
    expect(html).toContain(">klik</a>");
  });

  it("drops tags outside the allowlist but keeps their text", () => {
    const html = renderMarkdown(
      '<iframe src="https://kwaad.example"></iframe><div style="color:red">tekst</div><form action="/x"><input name="a"></form>',
    );
    expect(html).not.toMatch(/<(iframe|div|form|input)/i);
    expect(html).not.toContain("style=");
    expect(html).toContain("tekst");
  });
});

describe("stripTags", () => {
  it("gives plain text with the entities decoded and the whitespace collapsed", () => {
    expect(stripTags('<h2>Wapens &amp; munitie</h2>\n<p>5 &gt; 3 en 2 &lt; 4, "zo"</p>')).toBe('Wapens & munitie 5 > 3 en 2 < 4, "zo"');
  });

  it("does not turn escaped markup back into tags twice", () => {
    expect(stripTags("<p>&amp;lt;b&amp;gt;</p>")).toBe("&lt;b&gt;");
  });
});
