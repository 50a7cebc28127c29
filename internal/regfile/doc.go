// Package regfile opens the files a user or another file names, for
// reading, only when they are regular files: a named pipe, a device, a
// socket or a folder is refused with an error naming it, before anything
// waits on it or reads it without end. Every read the program makes of a
// path it was given goes through here.
package regfile
