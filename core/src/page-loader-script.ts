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
 */
export const PAGE_LOADER_SCRIPT =
  `(function(){var d=document,r=d.getElementById('root'),started=0;` +
  `d.addEventListener('submit',function(e){if(r.hasAttribute('aria-disabled'))e.preventDefault()},true);` +
  `function load(){if(started++)return;` +
  `JSON.parse(d.getElementById(${JSON.stringify(FIRST_LOAD_LIST_ID)}).textContent).forEach(function(u,i){` +
  `var e=d.createElement(i?'link':'script');if(i){e.rel=/\\.css$/.test(u)?'stylesheet':'modulepreload';e.href=u}else{e.type='module';e.src=u}` +
  `e.crossOrigin='';d.head.appendChild(e)})}` +
  `var P=window.PerformanceObserver;` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return load();` +
  `new P(load).observe({type:'paint',buffered:true})})()`;
