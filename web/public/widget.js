/* global document, location, window */
/*
 * Takt calendar widget: shows a company's public calendar in an iframe.
 *   <div id="kursplan"></div>
 *   <script src="https://<takt address>/widget.js" data-company="<companyId>" data-target="kursplan" async></script>
 * or, after loading it, TaktCalendar.mount(element, companyId, { height: 700, title: 'Kursplan' }).
 */
(function () {
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : location.origin;

  function mount(element, companyId, options) {
    var opts = options || {};
    var frame = document.createElement('iframe');
    frame.src = origin + '/public-view/' + encodeURIComponent(companyId) + '?embed=1';
    frame.title = opts.title || 'Kursplan';
    frame.loading = 'lazy';
    frame.style.width = '100%';
    frame.style.height = (opts.height || 700) + 'px';
    frame.style.border = '0';
    element.replaceChildren(frame);
    return frame;
  }

  window.TaktCalendar = { mount: mount };
  var company = script && script.getAttribute('data-company');
  var target = script && document.getElementById(script.getAttribute('data-target') || '');
  if (company && target) mount(target, company, { height: Number(script.getAttribute('data-height')) || undefined });
})();
