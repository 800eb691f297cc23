import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './notification-on-start.ts';

export default ruleFixtures(rule, [
  { name: 'on button click', html: "<button id=notify>Notify me</button><script>document.getElementById('notify').addEventListener('click', () => Notification.requestPermission().then(save));</script>", expect: 'pass' },
  { name: 'top-level request', html: '<script>Notification.requestPermission();</script>', expect: 'fail', finding: /calls Notification\.requestPermission\(\) while the page loads \(top level\)/ },
  { name: 'on DOMContentLoaded', html: "<script>document.addEventListener('DOMContentLoaded', function () { if (Notification.permission === 'default') window.Notification.requestPermission(); });</script>", expect: 'fail', finding: /load event handler/ },
  {
    name: 'push subscription after the service worker registers',
    html: "<script>navigator.serviceWorker.register('/sw.js').then(function (reg) { return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY }); });</script>",
    expect: 'fail',
    finding: /pushManager\.subscribe\(\) while the page loads \(promise callback\)/,
  },
  { name: 'after a delay', html: '<script>setTimeout(() => Notification.requestPermission(), 3000);</script>', expect: 'fail', finding: /timer callback/ },
  { name: 'in jQuery ready, through a named function', html: '<script>function ask() { Notification.requestPermission(); }\n$(function () { ask(); });</script>', expect: 'fail', finding: /function called while loading/ },
  { name: 'other subscribe calls', html: '<script>const push = reg.pushManager; store.subscribe(render); events.subscribe("x");</script>', expect: 'pass' },
  { name: 'a handler the page registers for later', html: "<script>function ask() { Notification.requestPermission(); }\nform.addEventListener('submit', ask);</script>", expect: 'pass' },
  { name: 'no notifications', html: '<script>console.log(1)</script>', expect: 'not-applicable' },
]);
