/* The browser check (issue 55): a classic script in ES3, run before the app's modules by every
   browser, 360's IE mode included. It
   - shows the page #browser-unsupported of index.html when the browser is below the floor
     (package.json "browserslist": Chromium 86) or runs no modules (IE), and marks <html> so that
     the app, should its modules run at all, starts nothing;
   - else loads the polyfills of polyfills.json, only where one of their APIs is missing, with a
     parser-blocking script: it runs before any module of the app (modules run after parsing).
   The build (build/browser-floor.ts) puts the list of APIs in place of the placeholder below. */
(function () {
  var apis = __POLYFILLED__;
  var scripts = document.getElementsByTagName('script');
  var self = scripts[scripts.length - 1];
  var root = document.documentElement;

  function has(path) {
    var parts = path.split('.');
    var at = window;
    for (var i = 0; i < parts.length; i++) {
      if (at === null || at === undefined) return false;
      at = at[parts[i]];
    }
    return at !== undefined && at !== null;
  }

  function unsupported() {
    root.setAttribute('data-browser', 'unsupported');
    var page = document.getElementById('browser-unsupported');
    if (page) page.style.display = 'block';
  }

  // the floor: modules, and the newest of what Chromium 86 has that the build may use as it is
  // (ES2021: Promise.any, String.prototype.replaceAll, AggregateError, WeakRef)
  var floor = ['Promise.any', 'String.prototype.replaceAll', 'AggregateError', 'WeakRef'];
  var modules = 'noModule' in document.createElement('script');
  for (var f = 0; f < floor.length; f++) if (!has(floor[f])) modules = false;
  if (!modules) {
    unsupported();
    return;
  }
  for (var a = 0; a < apis.length; a++) {
    if (!has(apis[a])) {
      document.write('<script src="' + self.getAttribute('data-polyfills') + '"></script>');
      break;
    }
  }
  // A chunk this browser cannot parse (a kernel that passed the checks above and still lacks a
  // syntax) stops the app before it draws anything: say so rather than leave a blank page.
  window.addEventListener('error', function (event) {
    var container = document.getElementById('root');
    if (event.error instanceof SyntaxError && container && !container.firstChild) unsupported();
  });
})();
