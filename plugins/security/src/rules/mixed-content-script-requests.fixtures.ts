import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mixed-content-script-requests.ts';

export default ruleFixtures(rule, [
  { name: 'secure requests', html: '<script>fetch("/api"); new WebSocket("wss://live.example.com/"); xhr.open("GET", "https://api.example.com/x");</script>', expect: 'pass' },
  { name: 'http fetch', html: '<script>fetch("http://api.example.com/data").then(r => r.json());</script>', expect: 'fail', finding: /fetch\(\) requests http:\/\/api\.example\.com\/data/ },
  { name: 'ws socket', html: '<script>const s = new WebSocket(`ws://live.example.com/feed`);</script>', expect: 'fail', finding: /new WebSocket\(\)/ },
  { name: 'xhr open', html: '<script>x.open("POST", "http://api.example.com/save");</script>', expect: 'fail', finding: /XMLHttpRequest/ },
  { name: 'upgraded http', headers: { 'content-security-policy': 'upgrade-insecure-requests' }, html: '<script>fetch("http://api.example.com/data");</script>', expect: 'pass' },
  { name: 'window.open is not a request', html: '<script>window.open("http://example.org/", "_blank");</script>', expect: 'pass' },
  { name: 'http page', url: 'http://example.com/', html: '<script>fetch("http://api.example.com/");</script>', expect: 'not-applicable' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
