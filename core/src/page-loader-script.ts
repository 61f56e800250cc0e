import { STORAGE_KEYS } from './constants';
import { DEVICE_SPEAKS_DEFAULT_JS } from './device-language';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_COVERS_ATTRIBUTE, FIRST_SCREEN_PATHS, FIRST_SCREEN_SLOT_CLASS } from './first-screen';

/** The id of the JSON list of a prerendered page's files: its entry first, then the scripts and styles it imports. */
export const FIRST_LOAD_LIST_ID = 'first-load';

/**
 * The id of the JSON list of the files a waiting page's worker fetches after its first load's: code
 * its screen fetches once the app runs (`fetchesAhead` in web/src/prerender/pages.ts).
 */
export const FETCHED_AHEAD_LIST_ID = 'fetched-ahead';

/**
 * Marks the root of a prerendered page that is whole as HTML (a document, the sign-in form): its app
 * starts at the visitor's first sign of use instead of once the page has painted (decision 0031).
 */
export const WAITS_FOR_VISITOR_ATTRIBUTE = 'data-waits-for-visitor';

/** The worker that fetches a waiting page's files into the HTTP cache (web/public/prefetch-worker.js, decision 0035). */
export const PREFETCH_WORKER_PATH = '/prefetch-worker.js';

/** How old a browser's last fix may be, and how long to wait for one, before the app is started instead. */
const FIRST_SCREEN_FIX = { maximumAge: 300_000, timeout: 3_000 };

/**
 * How long /home's map at its default view may hold back the app of a guest who has not allowed
 * location (whose dialog must ask) while its tiles load: the app starts once they are in, or then.
 */
const DEFAULT_VIEW_WAIT_MS = 3_000;

/**
 * Set beside the session cookie, which scripts cannot read, and cleared with it: it tells a page's
 * loader that the visitor is signed in, so the app must start at once (a signed-in visitor of /auth
 * is sent on to /home). It says nothing about who the visitor is.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** What a person does first on a page: any of these starts a waiting page's app (a change: a choice in a list box, autofill). */
const VISITOR_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'click', 'input', 'change'];

/** A tap on one of these before the app runs would do nothing: it is held and replayed once the app does. */
const REPLAYED_CONTROLS = 'button,[role=button],[role=tab],[role=checkbox],[role=switch],input[type=checkbox],input[type=radio],input[type=submit]';

/**
 * Ends every prerendered page (scripts/lib/prerender.mjs). It is inline, so the API's
 * Content-Security-Policy allows exactly this text by its hash.
 *
 * - **When the app starts.** A page's scripts are requested once it has painted, so on a slow
 *   network the HTML shows as soon as it arrives instead of after a quarter megabyte of JavaScript.
 *   A page marked `WAITS_FOR_VISITOR_ATTRIBUTE` only fetches them into the cache then (unless the
 *   visitor saves data), followed by the code the app will fetch once it runs (`FETCHED_AHEAD_LIST_ID`:
 *   on a slow network that download would otherwise share the line with the visitor's first
 *   request, a sign-in), and runs them at the visitor's first touch, key, pointer movement or focus;
 *   at once if the visitor is signed in, the address carries a query (a link from an e-mail), or
 *   the device speaks another language than the prerendered pages' English (`deviceLanguage`): its
 *   app draws the page again in that language, and no first screen comes from the server.
 * - **Back or Forward before the app has taken the page over** (to a screen the app had opened in
 *   this tab before a reload) reloads the page at that address: the HTML is the old screen's.
 * - **Until the app has taken the page over** the root carries aria-disabled (which the app removes):
 *   a form's submission is held back, as the browser would otherwise send it as a GET with its
 *   fields (a password) in the address; a tap on a button, a tab or a box is swallowed, before React
 *   can half-handle it, and replayed once the app is live: every control tapped, in order, each once
 *   (a second tap on the same one, made because nothing seemed to happen, would undo a heart).
 * - **A first screen from the server.** On a waiting page marked `FIRST_SCREEN_ATTRIBUTE` (Find, /classifieds,
 *   /home), a guest who has allowed location, set no sale filter and kept no favorites is shown the
 *   first cards (or the map) drawn by the server for the browser's fix, and a slot laid over its
 *   screen sends its size too: the HTML goes into the page's slot, its styles into <head>, and the
 *   app's files are fetched once its images are in. When the fix fails, or there is no slot or no
 *   first screen (nothing near: 204), the app starts at once, as on any other page. Where the app
 *   browses without a position, so does the server: around the place chosen instead of it (decision
 *   0088; on /classifieds always, decision 0064), or else Find's sales near the default centre under
 *   the note that says so, /classifieds' newest and /home's map at its default view. Such a page
 *   waits for the visitor too, who is asked for the position once the app runs, not unbidden; but
 *   /home's map at its default view starts its app once the picture's tiles are in
 *   (DEFAULT_VIEW_WAIT_MS at most), as its location dialog must ask: the tiles, the page's largest
 *   content, no longer share the line with the app's files. A picture that comes after the visitor
 *   started the app is still drawn while it loads.
 * - **One file per task:** starting a request costs the main thread 3-4 ms on a 4x slower CPU (63 ms
 *   for /auth's 17 files in Chromium), and 20-30 ms while DevTools or Lighthouse trace the page, so
 *   all at once was a task that held a tap back (65-114 ms a batch of four, in Lighthouse's
 *   simulation). Fetching them ahead is a worker's job (`PREFETCH_WORKER_PATH`, decision 0035): the
 *   page's main thread only starts it; where no worker starts, prefetch links, one per task.
 */
export const PAGE_LOADER_SCRIPT =
  `(function(){var d=document,w=window,n=navigator,r=d.getElementById('root'),l=JSON.parse(d.getElementById(${JSON.stringify(FIRST_LOAD_LIST_ID)}).textContent),` +
  `started=0,shown=0,settled=1,early=0,held=[],busy=function(){return r.hasAttribute('aria-disabled')},` +
  `waits=r.hasAttribute(${JSON.stringify(WAITS_FOR_VISITOR_ATTRIBUTE)})&&!location.search&&d.cookie.split('; ').indexOf(${JSON.stringify(`${SIGNED_IN_COOKIE}=1`)})<0&&${DEVICE_SPEAKS_DEFAULT_JS},` +
  `screen=waits&&r.getAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)}),slot=r.querySelector(${JSON.stringify(`.${FIRST_SCREEN_SLOT_CLASS}`)});` +
  // Adds an element per file, one file per task.
  `function each(f,make){var i=0,c=new MessageChannel();function add(){var e=make(f[i],i);e.crossOrigin='';d.head.appendChild(e);` +
  `if(++i<f.length)c.port2.postMessage(0)}c.port1.onmessage=add;add()}` +
  `function link(rel,u){var e=d.createElement('link');e.rel=rel;e.href=u;return e}` +
  `function load(){if(started++)return;r.setAttribute('aria-disabled','true');` +
  `each(l,function(u,i){if(i)return link(/\\.css$/.test(u)?'stylesheet':'modulepreload',u);var e=d.createElement('script');e.type='module';e.src=u;return e})}` +
  `function prefetch(){var c=n.connection,a=d.getElementById(${JSON.stringify(FETCHED_AHEAD_LIST_ID)}),f=a?l.concat(JSON.parse(a.textContent)):l;` +
  `if(!shown||!settled||started||(c&&c.saveData))return;` +
  `try{new Worker(${JSON.stringify(PREFETCH_WORKER_PATH)}).postMessage(f)}catch(e){each(f,function(u){return link('prefetch',u)})}}` +
  `function painted(){shown=1;if(!waits)return load();prefetch()}` +
  // The first screen could not be drawn: the page is what any other page is.
  `function giveUp(){waits=0;if(shown)load()}` +
  `function kept(s,k){try{var v=JSON.parse(w[s].getItem(k)||'null');if(!v)return 0;if(v.length)return 1;for(var x in v)if(v[x]&&v[x].length)return 1;return 0}catch(e){return 1}}` +
  // Parsed in place (a <template> parses in a document of its own, made on first use: 26 ms more in Lighthouse's trace).
  `function draw(h){var s=slot;if(started&&!(early&&busy()))return;s.insertAdjacentHTML('beforeend',h);` +
  `[].forEach.call(s.querySelectorAll('style'),function(e){d.head.appendChild(e)});` +
  `var p=[].filter.call(s.querySelectorAll('img'),function(e){return e.loading!=='lazy'&&!e.complete}),left=p.length;` +
  `function one(){if(--left<=0){settled=1;if(early)giveUp();else prefetch()}}if(!left)return one();` +
  `p.forEach(function(e){e.addEventListener('load',one);e.addEventListener('error',one)})}` +
  `function fetchScreen(q){fetch(screen+'?'+q+(slot.hasAttribute(${JSON.stringify(FIRST_SCREEN_COVERS_ATTRIBUTE)})?(q?'&':'')+'width='+slot.clientWidth+'&height='+slot.clientHeight:''))` +
  `.then(function(a){if(a.status!==200)throw a.status;return a.text()}).then(draw).catch(giveUp)}` +
  // The place chosen instead of the position (decision 0088) as its first screen's query: where it
  // is, and on Find its name for the note above the cards; '' without one the app would read.
  `function placeQuery(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.classifiedsPlace)})||'null');` +
  `return v&&typeof v.label=='string'&&typeof v.lat=='number'&&typeof v.lng=='number'?'near='+v.lat+','+v.lng+` +
  `(screen===${JSON.stringify(FIRST_SCREEN_PATHS.find)}?'&place='+encodeURIComponent(v.label):''):''}catch(e){return ''}}` +
  `function firstScreen(){var P=n.permissions,place=placeQuery();` +
  `if(!slot||kept('sessionStorage',${JSON.stringify(STORAGE_KEYS.saleFilters)})||kept('localStorage',${JSON.stringify(STORAGE_KEYS.guestFavorites)}))return giveUp();settled=0;` +
  // /classifieds browses around a chosen place whatever the position.
  `if(screen===${JSON.stringify(FIRST_SCREEN_PATHS.classifieds)}&&place)return fetchScreen(place);if(!P||!n.geolocation)return giveUp();` +
  // Location not allowed: the screen without a position is drawn (at the place chosen instead, if
  // any); /home's app then starts at once where its location dialog must ask.
  `P.query({name:'geolocation'}).then(function(p){if(p.state!=='granted'){` +
  `if(screen===${JSON.stringify(FIRST_SCREEN_PATHS.home)}&&!place){early=1;setTimeout(giveUp,${DEFAULT_VIEW_WAIT_MS})}return fetchScreen(place)}` +
  `n.geolocation.getCurrentPosition(function(f){fetchScreen('near='+f.coords.latitude+','+f.coords.longitude)},giveUp,${JSON.stringify(FIRST_SCREEN_FIX)})},giveUp)}` +
  `if(screen)firstScreen();` +
  `${JSON.stringify(VISITOR_EVENTS)}.forEach(function(t){w.addEventListener(t,function(){if(waits)load()},{capture:true,passive:true})});` +
  `d.addEventListener('submit',function(e){if(busy())e.preventDefault()},true);` +
  // Back or Forward to another entry of this document (a screen the app opened before a reload)
  // before the app has taken the page over: nothing would draw that screen, so the page loads it.
  `w.addEventListener('popstate',function(){if(!started||busy())location.reload()});` +
  `w.addEventListener('click',function(e){var t=e.target;if(!busy()||!t.closest)return;t=t.closest(${JSON.stringify(REPLAYED_CONTROLS)});` +
  `if(!t||t.closest('a[href]'))return;e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t)},true);` +
  `new MutationObserver(function(){if(busy()||!held.length)return;var q=held;held=[];setTimeout(function(){q.forEach(function(t){if(t.isConnected)t.click()})})})` +
  `.observe(r,{attributes:true,attributeFilter:['aria-disabled']});` +
  `var P=w.PerformanceObserver;` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return painted();` +
  `var o=new P(function(){o.disconnect();painted()});o.observe({type:'paint',buffered:true})})()`;
