import { expect } from '@open-wc/testing';
import { AttributeReadings, attributeValue, checkAttribute, type AttributeEntry } from '../../src/ui/attributes.js';
import { SETTINGS } from '../../src/element/settings/settings.js';
import { VERSUS_ATTRIBUTES } from '../../src/versus/versus-options.js';

/** An element's attributes as the reader sees them. */
const hostWith = (attributes: Record<string, string> = {}, localName = 'test-element') => ({
  localName,
  getAttribute: (name: string) => attributes[name] ?? null,
});

const rounds: AttributeEntry<number> = {
  attribute: 'rounds',
  default: 3,
  parse: (text) => Number(text),
  valid: (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9,
  accepted: 'whole numbers 1-9',
};

describe('the attribute reader both elements share', () => {
  let warnings: string[] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('takes unset values as the default quietly, and strings as the attribute would read them', () => {
    expect(checkAttribute(hostWith(), rounds, null)).to.equal(3);
    expect(checkAttribute(hostWith(), rounds, undefined)).to.equal(3);
    expect(checkAttribute(hostWith(), rounds, '5')).to.equal(5);
    expect(checkAttribute(hostWith(), rounds, 7)).to.equal(7);
    expect(warnings).to.deep.equal([]);
  });

  it('refuses a bad value with one warning naming the attribute, its text, what it accepts and what it uses', () => {
    expect(checkAttribute(hostWith({ rounds: 'many' }, 'my-game'), rounds, 'many')).to.equal(3);
    expect(warnings).to.deep.equal(['<my-game>: ignoring rounds="many"; accepted values: whole numbers 1-9. Using 3.']);
  });

  it('reads the attribute quietly for Reset: the page value if good, else the default', () => {
    expect(attributeValue(hostWith({ rounds: '4' }), rounds)).to.equal(4);
    expect(attributeValue(hostWith({ rounds: '40' }), rounds)).to.equal(3);
    expect(warnings).to.deep.equal([]);
  });

  it('warns once per bad value however often it is read, and again when the value changes', () => {
    const readings = new AttributeReadings(hostWith({}, 'tetris-versus'), VERSUS_ATTRIBUTES);
    for (let i = 0; i < 3; i++) expect(readings.read('first-to', '0')).to.equal(3);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('first-to="0"').and.contain('a whole number from 1 to 99');
    expect(readings.read('first-to', '5')).to.equal(5);
    expect(readings.read('first-to', 'x')).to.equal(3);
    expect(warnings).to.have.length(2);
    expect(readings.read('seed', '12')).to.equal(12);
    expect(readings.read('seed', '-1')).to.equal(null);
    expect(warnings[2]).to.contain('seed="-1"').and.contain('Using a random seed');
    expect([...readings.read('controls', 'touch gamepad')]).to.deep.equal(['touch', 'gamepad']);
    expect(readings.read('opponent', ' local ')).to.equal('local');
  });

  it("reads <tetris-game>'s settings table and <tetris-versus>'s table alike", () => {
    expect(checkAttribute(hostWith({ theme: 'neon' }, 'tetris-game'), SETTINGS.theme, 'neon')).to.equal('modern');
    expect(checkAttribute(hostWith({ theme: 'neon' }, 'tetris-versus'), VERSUS_ATTRIBUTES.theme, 'neon')).to.equal('modern');
    expect(warnings.map((text) => text.replace(/^<[\w-]+>/, ''))).to.deep.equal([
      ': ignoring theme="neon"; accepted values: modern, classic, light, high-contrast. Using "modern".',
      ': ignoring theme="neon"; accepted values: modern, classic, light, high-contrast. Using "modern".',
    ]);
  });
});
