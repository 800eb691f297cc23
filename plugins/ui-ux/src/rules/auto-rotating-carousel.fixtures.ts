import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './auto-rotating-carousel.ts';

export default ruleFixtures(rule, [
  { name: 'no carousel', html: '<div class="hero"><img src="a.jpg" alt=""></div>', expect: 'pass' },
  { name: 'auto carousel with pause', html: '<div class="carousel" data-bs-ride="carousel"><div>1</div><button aria-label="Pause slideshow"></button></div>', expect: 'pass' },
  { name: 'bootstrap auto carousel', html: '<div id="hero" class="carousel slide" data-bs-ride="carousel"><div>1</div><button class="carousel-control-next">Next</button></div>', expect: 'warn', finding: /data-bs-ride="carousel"/ },
  { name: 'slick autoplay option', html: '<div class="slider" data-slick=\'{"autoplay": true, "autoplaySpeed": 3000}\'><div>1</div></div>', expect: 'warn', finding: /autoplay in its data options/ },
  { name: 'autoplay disabled', html: '<div class="swiper" data-autoplay="false"><div>1</div></div>', expect: 'pass' },
  { name: 'marquee', html: '<marquee>Sale!</marquee>', expect: 'warn', finding: /marquee/ },
]);
