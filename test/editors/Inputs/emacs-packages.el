;;; emacs-packages.el --- Debian's Emacs packages under `emacs -Q'  -*- lexical-binding: t -*-
;; `emacs -Q' skips the site start-up that activates the packages Debian
;; installs (elpa-eglot): activate them as a user's Emacs does, with their
;; autoloads, and nothing else.
(setq package-directory-list '("/usr/share/emacs/site-lisp/elpa"))
(package-initialize)
