import type { Language } from '@beacon/contracts';

type Template = (v: Record<string, string>) => { subject: string; text: string };
type Catalogue = Record<'activation' | 'reset' | 'twoFactorCode', Template>;

/** Transactional e-mails in the recipient's language. */
const TEMPLATES: Record<Language, Catalogue> = {
  en: {
    activation: (v) => ({
      subject: `Your ${v.platform} account`,
      text: `Hello ${v.name},\n\nAn account was created for you on ${v.platform}. Set your password to activate it:\n\n${v.link}\n\nThis link is valid for ${v.days} days and can be used once.\n`,
    }),
    reset: (v) => ({
      subject: `Reset your ${v.platform} password`,
      text: `Hello ${v.name},\n\nWe received a request to reset your password. Choose a new one here:\n\n${v.link}\n\nThe link is valid for ${v.minutes} minutes and can be used once. If you did not ask for it, ignore this message.\n`,
    }),
    twoFactorCode: (v) => ({
      subject: `Your ${v.platform} sign-in code`,
      text: `Your sign-in code is ${v.code}.\n\nIt is valid for ${v.minutes} minutes. If you did not try to sign in, change your password.\n`,
    }),
  },
  es: {
    activation: (v) => ({
      subject: `Tu cuenta de ${v.platform}`,
      text: `Hola ${v.name}:\n\nSe creó una cuenta para ti en ${v.platform}. Define tu contraseña para activarla:\n\n${v.link}\n\nEl enlace es válido durante ${v.days} días y solo puede usarse una vez.\n`,
    }),
    reset: (v) => ({
      subject: `Restablece tu contraseña de ${v.platform}`,
      text: `Hola ${v.name}:\n\nRecibimos una solicitud para restablecer tu contraseña. Elige una nueva aquí:\n\n${v.link}\n\nEl enlace es válido durante ${v.minutes} minutos y solo puede usarse una vez. Si no lo pediste, ignora este mensaje.\n`,
    }),
    twoFactorCode: (v) => ({
      subject: `Tu código de acceso a ${v.platform}`,
      text: `Tu código de acceso es ${v.code}.\n\nEs válido durante ${v.minutes} minutos. Si no intentaste iniciar sesión, cambia tu contraseña.\n`,
    }),
  },
  pt: {
    activation: (v) => ({
      subject: `A sua conta ${v.platform}`,
      text: `Olá ${v.name},\n\nFoi criada uma conta para si em ${v.platform}. Defina a sua senha para ativá-la:\n\n${v.link}\n\nO link é válido por ${v.days} dias e pode ser usado uma vez.\n`,
    }),
    reset: (v) => ({
      subject: `Redefina a sua senha ${v.platform}`,
      text: `Olá ${v.name},\n\nRecebemos um pedido para redefinir a sua senha. Escolha uma nova aqui:\n\n${v.link}\n\nO link é válido por ${v.minutes} minutos e pode ser usado uma vez. Se não o pediu, ignore esta mensagem.\n`,
    }),
    twoFactorCode: (v) => ({
      subject: `O seu código de acesso ${v.platform}`,
      text: `O seu código de acesso é ${v.code}.\n\nÉ válido por ${v.minutes} minutos. Se não tentou entrar, altere a sua senha.\n`,
    }),
  },
};

export function renderMail(language: string, name: keyof Catalogue, values: Record<string, string>) {
  const catalogue = TEMPLATES[(language in TEMPLATES ? language : 'en') as Language];
  return catalogue[name](values);
}
