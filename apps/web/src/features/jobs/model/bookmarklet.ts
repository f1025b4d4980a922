/**
 * The bookmarklet's code: on any page, it opens this Hirelane (`origin`) in a new tab with the
 * page's address, and the board's "Add from link" reads it at once (`?addFromLink=`).
 */
export function bookmarkletCode(origin: string): string {
  const target = JSON.stringify(`${origin}/?addFromLink=`);
  return `javascript:(()=>{window.open(${target}+encodeURIComponent(location.href),'_blank','noopener')})()`;
}
