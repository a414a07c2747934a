"""What every app shares and no app owns: the application error, paging helpers. Imports no app."""
