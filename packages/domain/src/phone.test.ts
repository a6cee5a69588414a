import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['celular com máscara', '(11) 98765-4321', '+5511987654321'],
    ['celular só com dígitos', '11987654321', '+5511987654321'],
    ['celular com +55', '+55 11 98765-4321', '+5511987654321'],
    ['celular com 55 sem +', '5511987654321', '+5511987654321'],
    ['celular com zero de discagem', '011 98765-4321', '+5511987654321'],
    ['celular com o 9 separado', '+55 (61) 9 9999-8888', '+5561999998888'],
    ['fixo com máscara', '(11) 3456-7890', '+551134567890'],
    ['fixo só com dígitos', '2122223333', '+552122223333'],
    ['número de Portugal', '+351 912 345 678', '+351912345678'],
    ['número dos Estados Unidos', '+1 202 555 0143', '+12025550143'],
  ])('%s: %j → %s', (_label, input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['celular sem o nono dígito', '(11) 8765-4321'],
    ['11 dígitos sem o 9 depois do DDD', '(11) 88765-4321'],
    ['11 dígitos começando com 1 depois do DDD', '(11) 12345-6789'],
    ['DDD que não existe', '(20) 98765-4321'],
    ['0800', '0800 123 4567'],
    ['curto demais', '98765-4321'],
    ['longo demais', '(11) 98765-43210'],
    ['letras', 'telefone'],
    ['vazio', ''],
  ])('%s (%j) é inválido', (_label, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('lê o número sem código do país como sendo do país padrão', () => {
    expect(normalizePhone('912 345 678', 'PT')).toBe('+351912345678');
    expect(normalizePhone('912 345 678')).toBeNull();
  });
});
