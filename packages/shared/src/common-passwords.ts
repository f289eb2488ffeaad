/**
 * A short list of the most common passwords (from public breach-corpus top lists), all lower-case. Sign-up, reset and
 * change refuse a password whose lower-cased form is in it (NIST SP 800-63B: check against known compromised values).
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', 'secret', '123123',
  '1234567890', '1234567', '000000', 'qwerty', 'abc123', 'password1', 'iloveyou', '11111111', 'dragon', 'monkey',
  '123321', '654321', '666666', '121212', '7777777', '88888888', '87654321', '987654321', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qazwsx', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5y6', 'asdf1234',
  'qwer1234', 'password123', 'password12', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass1234', 'passpass',
  'admin', 'admin123', 'admin1234', 'administrator', 'root', 'toor', 'letmein', 'letmein1', 'welcome', 'welcome1',
  'welcome123', 'football', 'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'spiderman', 'starwars',
  'princess', 'sunshine', 'shadow', 'master', 'michael', 'jennifer', 'jordan', 'jordan23', 'hunter', 'hunter2',
  'trustno1', 'whatever', 'freedom', 'charlie', 'daniel', 'thomas', 'robert', 'andrew', 'matthew', 'jessica',
  'ashley', 'michelle', 'nicole', 'amanda', 'jasmine', 'loveme', 'lovely', 'iloveyou1', 'iloveu', 'babygirl',
  'baby123', 'angel', 'angels', 'flower', 'killer', 'pepper', 'ginger', 'cookie', 'chocolate', 'cheese',
  'summer', 'winter', 'autumn', 'spring', 'computer', 'internet', 'samsung', 'google', 'apple123', 'microsoft',
  'mustang', 'ferrari', 'harley', 'corvette', 'mercedes', 'qwerty12', 'qwertyu', 'qwerty1234', 'azerty', 'azerty123',
  'azertyuiop', 'motdepasse', 'bonjour', 'soleil', 'doudou', 'chouchou', 'loulou', 'marseille', 'nicolas', 'camille',
  'password01', 'changeme', 'default', 'guest', 'test', 'test123', 'test1234', 'testing', 'demo1234', 'user1234',
  'login', 'access', 'secret123', 'master123', 'monkey123', 'dragon123', 'abcdef', 'abcd1234', 'abcdefg', 'abcdefgh',
  'a1b2c3d4', 'aa123456', 'aaaaaa', 'aaaaaaaa', 'zzzzzzzz', 'asdasd', 'asdfasdf', 'asdfgh', 'zxcvbn', '11223344',
  '112233', '123654', '123qwe', '123qweasd', '123abc', '123456a', '123456q', 'a123456', 'a12345678', 'q123456',
  '12341234', '12344321', '1111111111', '0000000000', '00000000', '99999999', '55555555', '22222222', '12121212',
  '1234qwer', '147258369', '159753', '159357', '741852963', '789456123', '456789', 'ncc1701', 'football1', 'princess1',
  'sunshine1', 'charlie1', 'shadow1', 'master1', 'michael1', 'superman1', 'matrix', 'killer123', 'solo', 'hello',
  'hello123', 'helloworld', 'freedom1', 'whatever1', 'mypassword', 'mypass123', 'passwort', 'password2', 'password3',
  'iloveyou2', 'secure123', 'letmein123', 'welcome2', 'qwe123', 'qweasdzxc', 'zaq1xsw2', '!qaz2wsx', 'password1!',
  'ciao1234', 'amore', 'juventus', 'napoli', 'forzainter', 'forzamilan', 'francesca', 'giuseppe', 'alessandro',
  'cameroun', 'cameroon', 'dschang', 'universite', 'university', 'student', 'student1', 'student123', 'scholarship',
]);

export function isCommonPassword(value: string): boolean {
  return commonPasswords.has(value.toLowerCase());
}
