import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './map-embeds.ts';

export default ruleFixtures(rule, [
  { name: 'static map image and link', html: '<a href="https://www.openstreetmap.org/#map=17/51.5/-0.1"><img src="/img/map.png" alt="Map to our office"></a>', expect: 'pass' },
  { name: 'Google Maps iframe', html: '<iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Map"></iframe>', expect: 'warn', finding: /Google Maps/ },
  { name: 'Maps JavaScript API', html: '<script async src="https://maps.googleapis.com/maps/api/js?key=K&callback=initMap"></script>', expect: 'warn', finding: /Maps JavaScript API/ },
]);
