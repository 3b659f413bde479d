// The code blocks of a Markdown page, for tests that run them: ```js (Node, ESM), ```cjs (Node,
// CommonJS), ```html (a page built with Vite), ```html static (a page served as it is), ```tsx
// (React), ```sh (commands the test itself runs). A `// → text` comment on a console.log line
// is the line it must print (a note may follow after three spaces).

/** [{ lang, flag, code }] in page order. */
export function codeBlocks(markdown) {
  const blocks = [];
  for (const m of markdown.matchAll(/^```(\w+)(?: (\w+))?\n([\s\S]*?)^```$/gm)) {
    blocks.push({ lang: m[1], flag: m[2] ?? null, code: m[3] });
  }
  return blocks;
}

/** The lines a Node snippet must print, from its `// → text` comments. */
export function expectedOutput(code) {
  return code
    .split('\n')
    .filter((line) => line.includes('console.log(') && line.includes('// → '))
    .map((line) => line.slice(line.indexOf('// → ') + 5).split('   ')[0].trim());
}
