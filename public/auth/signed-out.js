// The signed-out page after a sign-out that could not reach the company's sign-in (the console's
// Sign out went to the front's own sign-out, /auth/sign-out-here): says so, in the browser's
// language where the console has it.
const note = document.getElementById('provider-unreachable');
if (note && new URLSearchParams(window.location.search).get('provider') === 'unreachable') {
  note.textContent = (navigator.language || '').toLowerCase().startsWith('de')
    ? 'Die Firmenanmeldung war nicht erreichbar: Sie sind von dieser Konsole abgemeldet, bei der Firmenanmeldung aber vielleicht noch angemeldet. Melden Sie sich dort ab, sobald sie wieder erreichbar ist, wenn andere dieses Gerät nutzen.'
    : 'The company sign-in could not be reached: you are signed out of this console, but may still be signed in there. If others use this device, sign out there once it is back.';
  note.hidden = false;
}
