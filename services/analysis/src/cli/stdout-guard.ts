// stdout carries only JSON lines. Anything a library logs through console (tfjs backend banners and
// warnings) is sent to stderr instead. Imported first, before tfjs loads.
console.log = console.error;
console.info = console.error;
console.debug = console.error;
console.warn = console.error;
