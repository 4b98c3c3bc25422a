/** What an image that cannot be loaded shows: a grey tile with a picture outline. */
export const IMAGE_FALLBACK = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="104" viewBox="0 0 104 104"><rect width="104" height="104" fill="#f5f5f5"/><path d="M34 38h36v28H34z" fill="none" stroke="#bfbfbf" stroke-width="3"/><circle cx="44" cy="47" r="4" fill="#bfbfbf"/><path d="M36 64l12-11 8 7 6-5 8 9" fill="none" stroke="#bfbfbf" stroke-width="3"/></svg>',
)}`;
