/** The id of the JSON list of a prerendered page's files: its entry first, then the scripts and styles it imports. */
export const FIRST_LOAD_LIST_ID = 'first-load';

/**
 * Ends every prerendered page (scripts/lib/prerender.mjs). Its scripts are requested only once the
 * page has painted, so on a slow network the HTML shows as soon as it arrives instead of after a
 * quarter megabyte of JavaScript. A screen's styles (the map's) come with them: inserted by a script,
 * they do not hold the page's painting back. Until the app has taken the page over (the root still carries
 * aria-disabled, which main.tsx removes), a form's submission is held back: the browser would
 * otherwise send it as a GET, with its fields (a password) in the address. It is inline, so the
 * API's Content-Security-Policy allows exactly this text by its hash.
 *
 * Each file is added in a task of its own: starting a request costs the main thread 3-4 ms on a 4x
 * slower CPU (63 ms for /auth's 17 files in Chromium), and 20-30 ms while DevTools or Lighthouse
 * trace the page, so all at once was a task that held a tap back (65-114 ms a batch of four, in
 * Lighthouse's simulation).
 */
export const PAGE_LOADER_SCRIPT =
  `(function(){var d=document,r=d.getElementById('root'),started=0;` +
  `d.addEventListener('submit',function(e){if(r.hasAttribute('aria-disabled'))e.preventDefault()},true);` +
  `function load(){if(started++)return;` +
  `var l=JSON.parse(d.getElementById(${JSON.stringify(FIRST_LOAD_LIST_ID)}).textContent),i=0,c=new MessageChannel();` +
  `function add(){var u=l[i],e=d.createElement(i?'link':'script');` +
  `if(i){e.rel=/\\.css$/.test(u)?'stylesheet':'modulepreload';e.href=u}else{e.type='module';e.src=u}` +
  `e.crossOrigin='';d.head.appendChild(e);if(++i<l.length)c.port2.postMessage(0)}` +
  `c.port1.onmessage=add;add()}` +
  `var P=window.PerformanceObserver;` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return load();` +
  `new P(load).observe({type:'paint',buffered:true})})()`;
