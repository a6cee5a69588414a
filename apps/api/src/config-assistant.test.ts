import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { isAssistantUrl } from './config-assistant';
import { configErrorMessage } from './testing/config-error-message';

describe('AI assistant configuration', () => {
  it('is off when ASSISTANT_BASE_URL is unset or empty', () => {
    expect(loadConfig({}).assistant).toBeUndefined();
    expect(loadConfig({ ASSISTANT_BASE_URL: '', ASSISTANT_MODEL: '' }).assistant).toBeUndefined();
  });

  it('reads the server, the model, the key, a timeout (default 30 s) and the limits', () => {
    expect(
      loadConfig({
        ASSISTANT_BASE_URL: 'https://modelos.example.com/v1/',
        ASSISTANT_MODEL: 'tutor',
      }).assistant,
    ).toEqual({
      baseUrl: 'https://modelos.example.com/v1',
      model: 'tutor',
      apiKey: undefined,
      timeoutMs: 30_000,
      dailyTokens: 50_000,
      messagesPerMinute: 6,
    });
    expect(
      loadConfig({
        ASSISTANT_BASE_URL: 'http://127.0.0.1:11434/v1',
        ASSISTANT_MODEL: 'qwen2.5-coder:7b',
        ASSISTANT_API_KEY: 'chave',
        ASSISTANT_TIMEOUT_MS: '45000',
        ASSISTANT_DAILY_TOKENS: '20000',
        ASSISTANT_MESSAGES_PER_MINUTE: '3',
      }).assistant,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5-coder:7b',
      apiKey: 'chave',
      timeoutMs: 45_000,
      dailyTokens: 20_000,
      messagesPerMinute: 3,
    });
  });

  it('takes http only where the traffic stays inside', () => {
    for (const url of [
      'http://localhost:8080/v1',
      'http://[::1]:8080/v1',
      'http://10.0.0.5/v1',
      'http://172.20.1.2:11434/v1',
      'http://192.168.0.10/v1',
      'http://ollama:11434/v1',
    ]) {
      expect(isAssistantUrl(url), url).toBe(true);
    }
    for (const url of ['http://modelos.example.com/v1', 'http://8.8.8.8/v1', 'ftp://x/v1', 'v1']) {
      expect(isAssistantUrl(url), url).toBe(false);
    }
  });

  it('names the variable of a bad or missing value in one line', () => {
    expect(configErrorMessage({ ASSISTANT_BASE_URL: 'http://modelos.example.com/v1' })).toMatch(
      /^Configuração inválida: ASSISTANT_BASE_URL — deve ser uma URL https:\/\//,
    );
    expect(configErrorMessage({ ASSISTANT_BASE_URL: 'https://modelos.example.com/v1' })).toBe(
      'Configuração inválida: ASSISTANT_MODEL — é obrigatório quando ASSISTANT_BASE_URL está definida',
    );
    expect(configErrorMessage({ ASSISTANT_TIMEOUT_MS: '500' })).toMatch(
      /^Configuração inválida: ASSISTANT_TIMEOUT_MS — /,
    );
    expect(configErrorMessage({ ASSISTANT_DAILY_TOKENS: '10' })).toBe(
      'Configuração inválida: ASSISTANT_DAILY_TOKENS — deve ser um número inteiro de 1000 a 10000000',
    );
    expect(configErrorMessage({ ASSISTANT_MESSAGES_PER_MINUTE: 'muitas' })).toMatch(
      /^Configuração inválida: ASSISTANT_MESSAGES_PER_MINUTE — /,
    );
  });
});
