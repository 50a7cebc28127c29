// Package regfile opens the files a user or another file names, for
// reading, only when they are regular files: a named pipe, a device, a
// socket or a folder is refused with an error naming it, before anything
// waits on it or reads it without end. Every read the program makes of a
// path it was given goes through here.
//
// Open, OpenIn and OpenFS open a file, ReadFile and ReadLimited read one
// within a size limit, Check says why a file is not regular. It imports
// only the standard library; main, command, game, maps, maps/mapimport and
// session use it.
package regfile
