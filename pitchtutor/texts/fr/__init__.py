"""French (standard, "vous"): the vocabulary and the catalogs, one module per topic (the package
:mod:`pitchtutor.texts` imports them all, as it does for every locale)."""
