/**
 * cssProperties(): inline CSS properties through the CSSOM, never as a style attribute written by
 * the template; a property no longer given is removed.
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { cssProperties, sameProperties, type CssProperties } from '../../src/ui/css-properties.js';

describe('cssProperties', () => {
  it('sets the properties on the element, updates them and removes the ones no longer given', () => {
    const host = document.createElement('div');
    const show = (properties: CssProperties) => render(html`<p ${cssProperties(properties)}></p>`, host);
    show({ left: '3px', '--fill': '0.5' });
    const p = host.querySelector('p')!;
    expect(p.style.getPropertyValue('left')).to.equal('3px');
    expect(p.style.getPropertyValue('--fill')).to.equal('0.5');
    show({ left: '4px', 'font-size': '9px' });
    expect(p.style.getPropertyValue('left')).to.equal('4px');
    expect(p.style.getPropertyValue('font-size')).to.equal('9px');
    expect(p.style.getPropertyValue('--fill')).to.equal('');
  });

  it('refuses a place other than an element tag', () => {
    expect(() => render(html`<p class=${cssProperties({})}></p>`, document.createElement('div'))).to.throw(TypeError, 'element tag');
  });

  it('sameProperties compares names and values', () => {
    expect(sameProperties({ left: '1px', top: '2px' }, { top: '2px', left: '1px' })).to.equal(true);
    expect(sameProperties({ left: '1px' }, { left: '2px' })).to.equal(false);
    expect(sameProperties({ left: '1px' }, { left: '1px', top: '0px' })).to.equal(false);
  });
});
