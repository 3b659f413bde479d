// gifenc (MIT) ships no typings: the three functions renderGif uses (www/lib/gif.ts narrows them).
declare module 'gifenc';
