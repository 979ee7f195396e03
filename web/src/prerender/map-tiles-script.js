/*
 * The map page's first tiles from the HTML, before the app's scripts have run (web/README.md, "The
 * static frame"): the tiles Leaflet 1.9 will draw for the map's first view, at the pixels it will
 * draw them at, with the same addresses, so the app's map finds them in the browser's cache and
 * draws them over these (components/map/frame-tiles.tsx). Only for a visitor who is shown the
 * frame, and only with a tile server configured. Served inline after the map page's frame
 * (prerender/page-frame.tsx, server/src/routes/site/page-frame-html.ts); its hash is in the
 * server's CSP (server/src/routes/site/csp.ts): any change here needs the new one there.
 */
/* global document, location, window */
(function () {
  var TILE_SIZE = 256;
  // Leaflet's TileLayer has no tiles beyond its default maxZoom: the map zooms out to it.
  var MAX_TILE_ZOOM = 18;
  // The TileLayer's default subdomains (the app sets none).
  var SUBDOMAINS = 'abc';
  // Leaflet's Web Mercator (EPSG:3857): the earth's radius and the latitude it stops at.
  var EARTH_RADIUS = 6378137;
  var MAX_LATITUDE = 85.0511287798;

  /** The runtime configuration the server wrote into the page, or null. */
  function readConfig() {
    try {
      return JSON.parse(document.getElementById('dapnet-config').textContent);
    } catch {
      return null;
    }
  }

  /**
   * The view the map opens with: the address's `lat`, `lng` and `zoom` when all three are usable,
   * read as the page reads them (features/transmitter-map/map-filters.ts, readView), else the
   * configured centre and zoom.
   */
  function firstView(config) {
    var params = new URLSearchParams(location.search);
    var read = function (name) {
      var value = params.get(name);
      return value === null ? NaN : Number(value);
    };
    var lat = read('lat');
    var lng = read('lng');
    var zoom = read('zoom');
    var usable = isFinite(lat) && isFinite(lng) && isFinite(zoom);
    if (usable && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && zoom >= 0 && zoom <= 19) {
      return { lat: lat, lng: lng, zoom: Math.min(Math.round(zoom), MAX_TILE_ZOOM) };
    }
    var center = config.map.center;
    return { lat: center[0], lng: center[1], zoom: Math.min(config.map.zoom, MAX_TILE_ZOOM) };
  }

  /** A place's pixel in the whole world's map at this zoom, computed as Leaflet computes it. */
  function project(lat, lng, zoom) {
    var d = Math.PI / 180;
    var sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * d);
    var x = EARTH_RADIUS * lng * d;
    var y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
    var scale = TILE_SIZE * Math.pow(2, zoom);
    var factor = 0.5 / (Math.PI * EARTH_RADIUS);
    return { x: scale * (factor * x + 0.5), y: scale * (-factor * y + 0.5) };
  }

  /**
   * Where each tile of the view goes in the map's box, as Leaflet places it: the world pixel at
   * the box's top left corner is the centre's less half the box, rounded; the tiles are those
   * covering the box around the centre's pixel, rounded down, nearest to the middle first.
   */
  function tilesOfView(view, width, height) {
    var center = project(view.lat, view.lng, view.zoom);
    var originX = Math.round(center.x - width / 2);
    var originY = Math.round(center.y - height / 2);
    var minX = Math.floor((Math.floor(center.x) - width / 2) / TILE_SIZE);
    var maxX = Math.ceil((Math.floor(center.x) + width / 2) / TILE_SIZE) - 1;
    var minY = Math.floor((Math.floor(center.y) - height / 2) / TILE_SIZE);
    var maxY = Math.ceil((Math.floor(center.y) + height / 2) / TILE_SIZE) - 1;
    var count = Math.pow(2, view.zoom);
    var tiles = [];
    for (var y = Math.max(minY, 0); y <= Math.min(maxY, count - 1); y++) {
      for (var x = minX; x <= maxX; x++) {
        tiles.push({
          x: x,
          y: y,
          left: x * TILE_SIZE - originX,
          top: y * TILE_SIZE - originY,
          distance: Math.hypot(x - (minX + maxX) / 2, y - (minY + maxY) / 2),
        });
      }
    }
    return tiles.sort(function (a, b) {
      return a.distance - b.distance;
    });
  }

  /**
   * A tile's address from the template, as Leaflet fills it in: the column wrapped around the
   * world, {s} a subdomain by column and row, {r} "@2x" on a high-density screen; null for a
   * placeholder Leaflet would fill from options the app does not set.
   */
  function tileAddress(template, tile, zoom) {
    var count = Math.pow(2, zoom);
    var x = ((tile.x % count) + count) % count;
    var values = {
      x: x,
      y: tile.y,
      z: zoom,
      s: SUBDOMAINS.charAt(Math.abs(x + tile.y) % SUBDOMAINS.length),
      r: window.devicePixelRatio > 1 ? '@2x' : '',
      '-y': count - 1 - tile.y,
    };
    var unknown = false;
    var address = template.replace(/\{ *([\w_ -]+) *\}/g, function (whole, key) {
      if (!Object.prototype.hasOwnProperty.call(values, key)) unknown = true;
      return values[key];
    });
    return unknown ? null : address;
  }

  /** An image of one tile, as Leaflet makes it (no alt text, no role), at its place. */
  function tileImage(address, tile) {
    var image = document.createElement('img');
    image.alt = '';
    image.setAttribute('role', 'presentation');
    image.style.cssText =
      'position:absolute;width:256px;height:256px;max-width:none;left:' +
      tile.left +
      'px;top:' +
      tile.top +
      'px';
    image.src = address;
    return image;
  }

  function placeTiles() {
    var layer = document.querySelector('[data-map-frame-tiles]');
    var config = readConfig();
    var shown = document.documentElement.hasAttribute('data-frame-show');
    if (!shown || !layer || !config || !config.map || !config.tileUrl) return;
    var view = firstView(config);
    var box = layer.parentElement;
    var tiles = tilesOfView(view, box.clientWidth, box.clientHeight);
    var images = [];
    for (var i = 0; i < tiles.length; i++) {
      var address = tileAddress(config.tileUrl, tiles[i], view.zoom);
      if (address === null) return;
      images.push(tileImage(address, tiles[i]));
    }
    var pane = layer.querySelector('[data-map-frame-pane]');
    for (var j = 0; j < images.length; j++) pane.appendChild(images[j]);
    // The tile server's terms: its attribution wherever its tiles show, as text.
    layer.querySelector('[data-map-frame-attribution]').textContent = config.tileAttribution || '';
    layer.hidden = false;
  }

  placeTiles();
})();
